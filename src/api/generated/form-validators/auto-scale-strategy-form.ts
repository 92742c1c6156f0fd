// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the AutoScaleStrategyForm form schema (../form-schemas/auto-scale-strategy-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */


/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["5ec762d1"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"Auto-scale policy","type":"object","required":["queue_id","op_type","node_step","check_frequency"],"properties":{"queue_id":{"type":"string","pattern":"^hpcq-[a-z0-9]{4,16}$","examples":["hpcq-n7c2x9k1"],"title":"Queue"},"op_type":{"type":"string","enum":["expand","shrink"],"title":"Policy type","default":"expand"},"queued_cores":{"type":"integer","minimum":1,"maximum":100000,"title":"Queued cores threshold","x-help":"Nodes are added when the queue's waiting jobs ask for at least this many cores."},"reserved_idle_nodes":{"type":"integer","minimum":0,"maximum":99,"title":"Reserved idle nodes","x-help":"Idle compute nodes kept in the queue; idle nodes beyond this number are removed."},"node_step":{"type":"integer","minimum":1,"maximum":99,"title":"Nodes per run","x-help":"Compute nodes added or removed at a time.","default":1},"max_nodes":{"type":"integer","minimum":1,"maximum":99,"title":"Max compute nodes","x-help":"The queue grows to at most this many compute nodes (99 at most)."},"check_frequency":{"type":"integer","minimum":1,"maximum":1440,"title":"Check frequency (minutes)","x-help":"From 1 minute to 1 day.","default":5},"op_is_enabled":{"type":"integer","enum":[0,1],"title":"Enabled","default":1},"run_now":{"type":"integer","enum":[0,1],"title":"Run once now","x-help":"Checks the condition once as soon as the policy is saved.","default":0}},"allOf":[{"if":{"properties":{"op_type":{"const":"expand"}},"required":["op_type"]},"then":{"required":["queued_cores","max_nodes"],"properties":{"queued_cores":{"type":"integer","minimum":1,"maximum":100000},"max_nodes":{"type":"integer","minimum":1,"maximum":99},"reserved_idle_nodes":false}},"else":{"required":["reserved_idle_nodes"],"properties":{"reserved_idle_nodes":{"type":"integer","minimum":0,"maximum":99},"queued_cores":false,"max_nodes":false}}}],"$id":"5ec762d1"};
const pattern4 = new RegExp("^hpcq-[a-z0-9]{4,16}$", "u");

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="5ec762d1" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs3 = errors;
let valid1 = true;
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.op_type === undefined) && (missing0 = "op_type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.op_type !== undefined){
if("expand" !== data.op_type){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs4 === errors;
errors = _errs3;
if(vErrors !== null){
if(_errs3){
vErrors.length = _errs3;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queued_cores === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "queued_cores"},message:"must have required property '"+"queued_cores"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.max_nodes === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "max_nodes"},message:"must have required property '"+"max_nodes"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.queued_cores !== undefined){
let data1 = data.queued_cores;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err4 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/allOf/0/then/properties/queued_cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 100000 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/allOf/0/then/properties/queued_cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err6 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/allOf/0/then/properties/queued_cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.max_nodes !== undefined){
let data2 = data.max_nodes;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err7 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/allOf/0/then/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 99 || isNaN(data2)){
const err8 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/allOf/0/then/properties/max_nodes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err9 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/allOf/0/then/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
if(data.reserved_idle_nodes !== undefined){
const err10 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/allOf/0/then/properties/reserved_idle_nodes/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
var _valid0 = _errs6 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.queued_cores = true;
props0.max_nodes = true;
props0.reserved_idle_nodes = true;
props0.op_type = true;
}
ifClause0 = "then";
}
else {
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.reserved_idle_nodes === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/0/else/required",keyword:"required",params:{missingProperty: "reserved_idle_nodes"},message:"must have required property '"+"reserved_idle_nodes"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.reserved_idle_nodes !== undefined){
let data4 = data.reserved_idle_nodes;
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err12 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/allOf/0/else/properties/reserved_idle_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 99 || isNaN(data4)){
const err13 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/allOf/0/else/properties/reserved_idle_nodes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err14 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/allOf/0/else/properties/reserved_idle_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
if(data.queued_cores !== undefined){
const err15 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/allOf/0/else/properties/queued_cores/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data.max_nodes !== undefined){
const err16 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/allOf/0/else/properties/max_nodes/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
var _valid0 = _errs11 === errors;
valid1 = _valid0;
if(valid1){
if(props0 !== true){
props0 = props0 || {};
props0.reserved_idle_nodes = true;
props0.queued_cores = true;
props0.max_nodes = true;
}
}
ifClause0 = "else";
}
if(!valid1){
const err17 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.queue_id === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "queue_id"},message:"must have required property '"+"queue_id"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data.op_type === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op_type"},message:"must have required property '"+"op_type"+"'"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data.node_step === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "node_step"},message:"must have required property '"+"node_step"+"'"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data.check_frequency === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "check_frequency"},message:"must have required property '"+"check_frequency"+"'"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.queue_id = true;
props0.op_type = true;
props0.queued_cores = true;
props0.reserved_idle_nodes = true;
props0.node_step = true;
props0.max_nodes = true;
props0.check_frequency = true;
props0.op_is_enabled = true;
props0.run_now = true;
}
if(data.queue_id !== undefined){
let data7 = data.queue_id;
if(typeof data7 === "string"){
if(!pattern4.test(data7)){
const err22 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/pattern",keyword:"pattern",params:{pattern: "^hpcq-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcq-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/queue_id",schemaPath:"#/properties/queue_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.op_type !== undefined){
let data8 = data.op_type;
if(typeof data8 !== "string"){
const err24 = {instancePath:instancePath+"/op_type",schemaPath:"#/properties/op_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!((data8 === "expand") || (data8 === "shrink"))){
const err25 = {instancePath:instancePath+"/op_type",schemaPath:"#/properties/op_type/enum",keyword:"enum",params:{allowedValues: schema31.properties.op_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.queued_cores !== undefined){
let data9 = data.queued_cores;
if(!((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9)))){
const err26 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/properties/queued_cores/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(typeof data9 == "number"){
if(data9 > 100000 || isNaN(data9)){
const err27 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/properties/queued_cores/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100000},message:"must be <= 100000"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data9 < 1 || isNaN(data9)){
const err28 = {instancePath:instancePath+"/queued_cores",schemaPath:"#/properties/queued_cores/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
if(data.reserved_idle_nodes !== undefined){
let data10 = data.reserved_idle_nodes;
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err29 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/properties/reserved_idle_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 99 || isNaN(data10)){
const err30 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/properties/reserved_idle_nodes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err31 = {instancePath:instancePath+"/reserved_idle_nodes",schemaPath:"#/properties/reserved_idle_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
if(data.node_step !== undefined){
let data11 = data.node_step;
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err32 = {instancePath:instancePath+"/node_step",schemaPath:"#/properties/node_step/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 99 || isNaN(data11)){
const err33 = {instancePath:instancePath+"/node_step",schemaPath:"#/properties/node_step/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(data11 < 1 || isNaN(data11)){
const err34 = {instancePath:instancePath+"/node_step",schemaPath:"#/properties/node_step/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
}
if(data.max_nodes !== undefined){
let data12 = data.max_nodes;
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err35 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/properties/max_nodes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 99 || isNaN(data12)){
const err36 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/properties/max_nodes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(data12 < 1 || isNaN(data12)){
const err37 = {instancePath:instancePath+"/max_nodes",schemaPath:"#/properties/max_nodes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
if(data.check_frequency !== undefined){
let data13 = data.check_frequency;
if(!((typeof data13 == "number") && (!(data13 % 1) && !isNaN(data13)))){
const err38 = {instancePath:instancePath+"/check_frequency",schemaPath:"#/properties/check_frequency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(typeof data13 == "number"){
if(data13 > 1440 || isNaN(data13)){
const err39 = {instancePath:instancePath+"/check_frequency",schemaPath:"#/properties/check_frequency/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(data13 < 1 || isNaN(data13)){
const err40 = {instancePath:instancePath+"/check_frequency",schemaPath:"#/properties/check_frequency/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
}
if(data.op_is_enabled !== undefined){
let data14 = data.op_is_enabled;
if(!((typeof data14 == "number") && (!(data14 % 1) && !isNaN(data14)))){
const err41 = {instancePath:instancePath+"/op_is_enabled",schemaPath:"#/properties/op_is_enabled/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
if(!((data14 === 0) || (data14 === 1))){
const err42 = {instancePath:instancePath+"/op_is_enabled",schemaPath:"#/properties/op_is_enabled/enum",keyword:"enum",params:{allowedValues: schema31.properties.op_is_enabled.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.run_now !== undefined){
let data15 = data.run_now;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err43 = {instancePath:instancePath+"/run_now",schemaPath:"#/properties/run_now/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(!((data15 === 0) || (data15 === 1))){
const err44 = {instancePath:instancePath+"/run_now",schemaPath:"#/properties/run_now/enum",keyword:"enum",params:{allowedValues: schema31.properties.run_now.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
}
else {
const err45 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports["2effcc61"] = validate21;
const schema32 = {"properties":{"op_type":{"const":"expand"}},"required":["op_type"],"$id":"2effcc61"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="2effcc61" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.op_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "op_type"},message:"must have required property '"+"op_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.op_type !== undefined){
if("expand" !== data.op_type){
const err1 = {instancePath:instancePath+"/op_type",schemaPath:"#/properties/op_type/const",keyword:"const",params:{allowedValue: "expand"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"op_type":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
