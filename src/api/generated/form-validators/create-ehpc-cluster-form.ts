// @ts-nocheck
/**
 * GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.
 *
 * Precompiled Ajv 2020-12 validators of the CreateEhpcClusterForm form schema (../form-schemas/create-ehpc-cluster-form.json), keyed
 * by rjsf's schema hash: pass the default export to createPrecompiledValidator.
 */
import * as runtime0 from "ajv/dist/runtime/ucs2length.js";

/** A CommonJS export, whether the module arrives as Node.js or a bundler interoperates it. */
const cjs = (ns, member) => (member === 'default' ? (typeof ns.default === 'function' ? ns.default : ns.default.default) : (ns[member] ?? ns.default[member]));
const exports = {};
exports["-7b09563a"] = validate20;
const schema31 = {"$comment":"GENERATED from openapi/ and schemas/ by `npm run codegen`. Do not edit by hand.","$schema":"https://json-schema.org/draft/2020-12/schema","title":"EHPC cluster","allOf":[{"title":"Cluster","type":"object","required":["cluster_name","network_type","vxnet","nas_id","app_version","admin_password"],"properties":{"cluster_name":{"type":"string","minLength":1,"maxLength":20,"pattern":"^[\\p{L}\\p{N}_]+$","x-rule":"name.word","title":"Cluster name","x-help":"1 to 20 letters, digits or underscores."},"description":{"type":"string","maxLength":256,"title":"Description"},"network_type":{"type":"string","enum":["base","private","bare_metal"],"title":"Network type","default":"private"},"vxnet":{"type":"string","pattern":"^vxnet-[a-z0-9]{2,16}$","examples":["vxnet-hpc01"],"title":"VPC network","not":{"enum":["vxnet-0","vxnet-1"]}},"bm_vxnet_id":{"type":"string","pattern":"^vxnet-[a-z0-9]{2,16}$","examples":["vxnet-hpc01"],"title":"Bare-metal network"},"nas_id":{"type":"string","pattern":"^(nas|s2)-[a-z0-9]{4,16}$","examples":["nas-3f9a2b1c","s2-7d3k9p2x"],"title":"NAS mount point"},"s2_server_id":{"type":"string","pattern":"^s2-[a-z0-9]{4,16}$","examples":["s2-7d3k9p2x"],"title":"S2 server"},"nas_path":{"title":"Shared path","type":"string","pattern":"^/[A-Za-z0-9_./-]*$","maxLength":255},"app_version":{"type":"string","pattern":"^appv-[a-z0-9]{4,16}$","examples":["appv-ehpc241"],"title":"Cluster version"},"software":{"title":"Software","type":"array","items":{"type":"string","pattern":"^hpcsw-[a-z0-9]{4,16}$","examples":["hpcsw-fluent23"]},"uniqueItems":true,"maxItems":50},"admin_password":{"type":"string","minLength":12,"maxLength":30,"allOf":[{"pattern":"^[A-Za-z0-9!@#%$^&*]*$","x-rule":"password.charset"},{"pattern":"[a-z]","x-rule":"password.lowercase"},{"pattern":"[A-Z]","x-rule":"password.uppercase"},{"pattern":"[0-9]","x-rule":"password.digit"},{"pattern":"[!@#%$^&*]","x-rule":"password.symbol"}],"title":"Administrator password"}}},{"type":"object","required":["cluster_type","deploy_mode","scheduler_type","node_config","paid_type"],"properties":{"cluster_type":{"const":"ehpc"},"deploy_mode":{"type":"integer","enum":[1,2],"title":"Deploy mode","default":1},"scheduler_type":{"type":"string","enum":["slurm","pbspro"],"title":"Scheduler","default":"slurm"},"queue_name":{"type":"string","minLength":3,"maxLength":12,"pattern":"^[A-Za-z0-9_]+$","x-rule":"name.ascii","title":"Default queue"},"node_config":{"title":"Nodes","type":"object","required":["compute","login"],"properties":{"controller":{"title":"Controller node","type":"object","required":["instance_class","cpu","memory","count"],"properties":{"instance_class":{"type":"integer","enum":[0,1,2,101,201,202],"examples":[101],"title":"Instance class"},"cpu":{"type":"integer","minimum":1,"maximum":128,"examples":[56],"title":"CPU cores"},"memory":{"type":"integer","minimum":1024,"maximum":1048576,"examples":[229376],"title":"Memory (MiB)"},"gpu":{"type":"integer","minimum":0,"maximum":8,"examples":[0],"title":"GPUs","default":0},"count":{"type":"integer","minimum":0,"maximum":100,"title":"Count"},"private_ips":{"title":"Private IPs","type":"array","items":{"type":"string","format":"ipv4"},"maxItems":100}}},"compute":{"title":"Compute nodes","type":"object","required":["instance_class","cpu","memory","count"],"properties":{"instance_class":{"type":"integer","enum":[0,1,2,101,201,202],"examples":[101],"title":"Instance class"},"cpu":{"type":"integer","minimum":1,"maximum":128,"examples":[56],"title":"CPU cores"},"memory":{"type":"integer","minimum":1024,"maximum":1048576,"examples":[229376],"title":"Memory (MiB)"},"gpu":{"type":"integer","minimum":0,"maximum":8,"examples":[0],"title":"GPUs","default":0},"count":{"type":"integer","minimum":0,"maximum":100,"title":"Count"},"private_ips":{"title":"Private IPs","type":"array","items":{"type":"string","format":"ipv4"},"maxItems":100}}},"login":{"title":"Login nodes","type":"object","required":["instance_class","cpu","memory","count"],"properties":{"instance_class":{"type":"integer","enum":[0,1,2,101,201,202],"examples":[101],"title":"Instance class"},"cpu":{"type":"integer","minimum":1,"maximum":128,"examples":[56],"title":"CPU cores"},"memory":{"type":"integer","minimum":1024,"maximum":1048576,"examples":[229376],"title":"Memory (MiB)"},"gpu":{"type":"integer","minimum":0,"maximum":8,"examples":[0],"title":"GPUs","default":0},"count":{"type":"integer","minimum":0,"maximum":100,"title":"Count"},"private_ips":{"title":"Private IPs","type":"array","items":{"type":"string","format":"ipv4"},"maxItems":100}}}}},"paid_type":{"type":"integer","enum":[0,1],"title":"Billing mode","default":0},"duration":{"type":"integer","minimum":0,"maximum":36,"title":"Duration (months)","default":0},"is_auto_renewal":{"type":"integer","enum":[0,1],"default":0,"title":"Auto-renewal"}},"allOf":[{"if":{"properties":{"deploy_mode":{"const":1}},"required":["deploy_mode"]},"then":{"properties":{"node_config":{"required":["controller"],"properties":{"controller":{"title":"Node configuration of one role","type":"object","required":["instance_class","cpu","memory","count"],"properties":{"instance_class":{"type":"integer","enum":[0,1,2,101,201,202],"examples":[101],"title":"Instance class"},"cpu":{"type":"integer","minimum":1,"maximum":128,"examples":[56],"title":"CPU cores"},"memory":{"type":"integer","minimum":1024,"maximum":1048576,"examples":[229376],"title":"Memory (MiB)"},"gpu":{"type":"integer","minimum":0,"maximum":8,"examples":[0],"title":"GPUs","default":0},"count":{"type":"integer","minimum":0,"maximum":100,"title":"Count"},"private_ips":{"title":"Private IPs","type":"array","items":{"type":"string","format":"ipv4"},"maxItems":100}}}}}}},"else":{"properties":{"node_config":{"properties":{"controller":false}}}}},{"if":{"properties":{"paid_type":{"const":1}},"required":["paid_type"]},"then":{"required":["duration"],"properties":{"duration":{"minimum":1}}},"else":{"properties":{"duration":{"const":0}}}}]}],"$id":"-7b09563a"};
const func1 = cjs(runtime0, "default");
const pattern4 = new RegExp("^[\\p{L}\\p{N}_]+$", "u");
const pattern5 = new RegExp("^vxnet-[a-z0-9]{2,16}$", "u");
const pattern7 = new RegExp("^(nas|s2)-[a-z0-9]{4,16}$", "u");
const pattern8 = new RegExp("^s2-[a-z0-9]{4,16}$", "u");
const pattern9 = new RegExp("^/[A-Za-z0-9_./-]*$", "u");
const pattern10 = new RegExp("^appv-[a-z0-9]{4,16}$", "u");
const pattern11 = new RegExp("^hpcsw-[a-z0-9]{4,16}$", "u");
const pattern12 = new RegExp("^[A-Za-z0-9!@#%$^&*]*$", "u");
const pattern13 = new RegExp("[a-z]", "u");
const pattern14 = new RegExp("[A-Z]", "u");
const pattern15 = new RegExp("[0-9]", "u");
const pattern16 = new RegExp("[!@#%$^&*]", "u");
const pattern17 = new RegExp("^[A-Za-z0-9_]+$", "u");
const formats0 = /^(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)$/;

function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-7b09563a" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_name === undefined){
const err0 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "cluster_name"},message:"must have required property '"+"cluster_name"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.network_type === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "network_type"},message:"must have required property '"+"network_type"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.vxnet === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "vxnet"},message:"must have required property '"+"vxnet"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.nas_id === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "nas_id"},message:"must have required property '"+"nas_id"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.app_version === undefined){
const err4 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "app_version"},message:"must have required property '"+"app_version"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.admin_password === undefined){
const err5 = {instancePath,schemaPath:"#/allOf/0/required",keyword:"required",params:{missingProperty: "admin_password"},message:"must have required property '"+"admin_password"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.cluster_name !== undefined){
let data0 = data.cluster_name;
if(typeof data0 === "string"){
if(func1(data0) > 20){
const err6 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/maxLength",keyword:"maxLength",params:{limit: 20},message:"must NOT have more than 20 characters"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(func1(data0) < 1){
const err7 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(!pattern4.test(data0)){
const err8 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/pattern",keyword:"pattern",params:{pattern: "^[\\p{L}\\p{N}_]+$"},message:"must match pattern \""+"^[\\p{L}\\p{N}_]+$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/cluster_name",schemaPath:"#/allOf/0/properties/cluster_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.description !== undefined){
let data1 = data.description;
if(typeof data1 === "string"){
if(func1(data1) > 256){
const err10 = {instancePath:instancePath+"/description",schemaPath:"#/allOf/0/properties/description/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/description",schemaPath:"#/allOf/0/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.network_type !== undefined){
let data2 = data.network_type;
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/network_type",schemaPath:"#/allOf/0/properties/network_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(!(((data2 === "base") || (data2 === "private")) || (data2 === "bare_metal"))){
const err13 = {instancePath:instancePath+"/network_type",schemaPath:"#/allOf/0/properties/network_type/enum",keyword:"enum",params:{allowedValues: schema31.allOf[0].properties.network_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.vxnet !== undefined){
let data3 = data.vxnet;
const _errs11 = errors;
const _errs12 = errors;
if(!((data3 === "vxnet-0") || (data3 === "vxnet-1"))){
const err14 = {};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var valid2 = _errs12 === errors;
if(valid2){
const err15 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
else {
errors = _errs11;
if(vErrors !== null){
if(_errs11){
vErrors.length = _errs11;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(!pattern5.test(data3)){
const err16 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/pattern",keyword:"pattern",params:{pattern: "^vxnet-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^vxnet-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/vxnet",schemaPath:"#/allOf/0/properties/vxnet/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.bm_vxnet_id !== undefined){
let data4 = data.bm_vxnet_id;
if(typeof data4 === "string"){
if(!pattern5.test(data4)){
const err18 = {instancePath:instancePath+"/bm_vxnet_id",schemaPath:"#/allOf/0/properties/bm_vxnet_id/pattern",keyword:"pattern",params:{pattern: "^vxnet-[a-z0-9]{2,16}$"},message:"must match pattern \""+"^vxnet-[a-z0-9]{2,16}$"+"\""};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/bm_vxnet_id",schemaPath:"#/allOf/0/properties/bm_vxnet_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.nas_id !== undefined){
let data5 = data.nas_id;
if(typeof data5 === "string"){
if(!pattern7.test(data5)){
const err20 = {instancePath:instancePath+"/nas_id",schemaPath:"#/allOf/0/properties/nas_id/pattern",keyword:"pattern",params:{pattern: "^(nas|s2)-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^(nas|s2)-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/nas_id",schemaPath:"#/allOf/0/properties/nas_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.s2_server_id !== undefined){
let data6 = data.s2_server_id;
if(typeof data6 === "string"){
if(!pattern8.test(data6)){
const err22 = {instancePath:instancePath+"/s2_server_id",schemaPath:"#/allOf/0/properties/s2_server_id/pattern",keyword:"pattern",params:{pattern: "^s2-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^s2-[a-z0-9]{4,16}$"+"\""};
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
const err23 = {instancePath:instancePath+"/s2_server_id",schemaPath:"#/allOf/0/properties/s2_server_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.nas_path !== undefined){
let data7 = data.nas_path;
if(typeof data7 === "string"){
if(func1(data7) > 255){
const err24 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(!pattern9.test(data7)){
const err25 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/pattern",keyword:"pattern",params:{pattern: "^/[A-Za-z0-9_./-]*$"},message:"must match pattern \""+"^/[A-Za-z0-9_./-]*$"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/nas_path",schemaPath:"#/allOf/0/properties/nas_path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.app_version !== undefined){
let data8 = data.app_version;
if(typeof data8 === "string"){
if(!pattern10.test(data8)){
const err27 = {instancePath:instancePath+"/app_version",schemaPath:"#/allOf/0/properties/app_version/pattern",keyword:"pattern",params:{pattern: "^appv-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^appv-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/app_version",schemaPath:"#/allOf/0/properties/app_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.software !== undefined){
let data9 = data.software;
if(Array.isArray(data9)){
if(data9.length > 50){
const err29 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/maxItems",keyword:"maxItems",params:{limit: 50},message:"must NOT have more than 50 items"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(typeof data10 === "string"){
if(!pattern11.test(data10)){
const err30 = {instancePath:instancePath+"/software/" + i0,schemaPath:"#/allOf/0/properties/software/items/pattern",keyword:"pattern",params:{pattern: "^hpcsw-[a-z0-9]{4,16}$"},message:"must match pattern \""+"^hpcsw-[a-z0-9]{4,16}$"+"\""};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/software/" + i0,schemaPath:"#/allOf/0/properties/software/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
let i1 = data9.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data9[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err32 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err33 = {instancePath:instancePath+"/software",schemaPath:"#/allOf/0/properties/software/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.admin_password !== undefined){
let data11 = data.admin_password;
if(typeof data11 === "string"){
if(!pattern12.test(data11)){
const err34 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/0/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9!@#%$^&*]*$"},message:"must match pattern \""+"^[A-Za-z0-9!@#%$^&*]*$"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern13.test(data11)){
const err35 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/1/pattern",keyword:"pattern",params:{pattern: "[a-z]"},message:"must match pattern \""+"[a-z]"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern14.test(data11)){
const err36 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/2/pattern",keyword:"pattern",params:{pattern: "[A-Z]"},message:"must match pattern \""+"[A-Z]"+"\""};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern15.test(data11)){
const err37 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/3/pattern",keyword:"pattern",params:{pattern: "[0-9]"},message:"must match pattern \""+"[0-9]"+"\""};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(typeof data11 === "string"){
if(!pattern16.test(data11)){
const err38 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/allOf/4/pattern",keyword:"pattern",params:{pattern: "[!@#%$^&*]"},message:"must match pattern \""+"[!@#%$^&*]"+"\""};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(typeof data11 === "string"){
if(func1(data11) > 30){
const err39 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/maxLength",keyword:"maxLength",params:{limit: 30},message:"must NOT have more than 30 characters"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(func1(data11) < 12){
const err40 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/minLength",keyword:"minLength",params:{limit: 12},message:"must NOT have fewer than 12 characters"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/admin_password",schemaPath:"#/allOf/0/properties/admin_password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath,schemaPath:"#/allOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
const _errs37 = errors;
let valid8 = true;
const _errs38 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.deploy_mode === undefined) && (missing0 = "deploy_mode")){
const err43 = {};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
if(data.deploy_mode !== undefined){
if(1 !== data.deploy_mode){
const err44 = {};
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
}
var _valid0 = _errs38 === errors;
errors = _errs37;
if(vErrors !== null){
if(_errs37){
vErrors.length = _errs37;
}
else {
vErrors = null;
}
}
let ifClause0;
if(_valid0){
const _errs40 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.node_config !== undefined){
let data13 = data.node_config;
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
if(data13.controller === undefined){
const err45 = {instancePath:instancePath+"/node_config",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/required",keyword:"required",params:{missingProperty: "controller"},message:"must have required property '"+"controller"+"'"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
if(data13.controller !== undefined){
let data14 = data13.controller;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
if(data14.instance_class === undefined){
const err46 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "instance_class"},message:"must have required property '"+"instance_class"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data14.cpu === undefined){
const err47 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "cpu"},message:"must have required property '"+"cpu"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data14.memory === undefined){
const err48 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "memory"},message:"must have required property '"+"memory"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data14.count === undefined){
const err49 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data14.instance_class !== undefined){
let data15 = data14.instance_class;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err50 = {instancePath:instancePath+"/node_config/controller/instance_class",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/instance_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(!((((((data15 === 0) || (data15 === 1)) || (data15 === 2)) || (data15 === 101)) || (data15 === 201)) || (data15 === 202))){
const err51 = {instancePath:instancePath+"/node_config/controller/instance_class",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/instance_class/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].allOf[0].then.properties.node_config.properties.controller.properties.instance_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
if(data14.cpu !== undefined){
let data16 = data14.cpu;
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err52 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/cpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(typeof data16 == "number"){
if(data16 > 128 || isNaN(data16)){
const err53 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/cpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(data16 < 1 || isNaN(data16)){
const err54 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/cpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
}
if(data14.memory !== undefined){
let data17 = data14.memory;
if(!((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17)))){
const err55 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
if(typeof data17 == "number"){
if(data17 > 1048576 || isNaN(data17)){
const err56 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(data17 < 1024 || isNaN(data17)){
const err57 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
}
if(data14.gpu !== undefined){
let data18 = data14.gpu;
if(!((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18)))){
const err58 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/gpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(typeof data18 == "number"){
if(data18 > 8 || isNaN(data18)){
const err59 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/gpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data18 < 0 || isNaN(data18)){
const err60 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
}
if(data14.count !== undefined){
let data19 = data14.count;
if(!((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19)))){
const err61 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
if(typeof data19 == "number"){
if(data19 > 100 || isNaN(data19)){
const err62 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data19 < 0 || isNaN(data19)){
const err63 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
if(data14.private_ips !== undefined){
let data20 = data14.private_ips;
if(Array.isArray(data20)){
if(data20.length > 100){
const err64 = {instancePath:instancePath+"/node_config/controller/private_ips",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/private_ips/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
const len1 = data20.length;
for(let i2=0; i2<len1; i2++){
let data21 = data20[i2];
if(typeof data21 === "string"){
if(!(formats0.test(data21))){
const err65 = {instancePath:instancePath+"/node_config/controller/private_ips/" + i2,schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/private_ips/items/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
else {
const err66 = {instancePath:instancePath+"/node_config/controller/private_ips/" + i2,schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/private_ips/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
}
else {
const err67 = {instancePath:instancePath+"/node_config/controller/private_ips",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/properties/private_ips/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
}
else {
const err68 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/then/properties/node_config/properties/controller/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
}
}
var _valid0 = _errs40 === errors;
valid8 = _valid0;
if(valid8){
var props0 = {};
props0.node_config = true;
props0.deploy_mode = true;
}
ifClause0 = "then";
}
else {
const _errs58 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.node_config !== undefined){
let data22 = data.node_config;
if(data22 && typeof data22 == "object" && !Array.isArray(data22)){
if(data22.controller !== undefined){
const err69 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/allOf/0/else/properties/node_config/properties/controller/false schema",keyword:"false schema",params:{},message:"boolean schema is false"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
}
}
var _valid0 = _errs58 === errors;
valid8 = _valid0;
if(valid8){
if(props0 !== true){
props0 = props0 || {};
props0.node_config = true;
}
}
ifClause0 = "else";
}
if(!valid8){
const err70 = {instancePath,schemaPath:"#/allOf/1/allOf/0/if",keyword:"if",params:{failingKeyword: ifClause0},message:"must match \""+ifClause0+"\" schema"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
const _errs61 = errors;
let valid17 = true;
const _errs62 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data.paid_type === undefined) && (missing1 = "paid_type")){
const err71 = {};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
else {
if(data.paid_type !== undefined){
if(1 !== data.paid_type){
const err72 = {};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
}
}
var _valid1 = _errs62 === errors;
errors = _errs61;
if(vErrors !== null){
if(_errs61){
vErrors.length = _errs61;
}
else {
vErrors = null;
}
}
let ifClause1;
if(_valid1){
const _errs64 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.duration === undefined){
const err73 = {instancePath,schemaPath:"#/allOf/1/allOf/1/then/required",keyword:"required",params:{missingProperty: "duration"},message:"must have required property '"+"duration"+"'"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
if(data.duration !== undefined){
let data25 = data.duration;
if(typeof data25 == "number"){
if(data25 < 1 || isNaN(data25)){
const err74 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/1/allOf/1/then/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
}
}
var _valid1 = _errs64 === errors;
valid17 = _valid1;
if(valid17){
var props1 = {};
props1.duration = true;
props1.paid_type = true;
}
ifClause1 = "then";
}
else {
const _errs66 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.duration !== undefined){
if(0 !== data.duration){
const err75 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/1/allOf/1/else/properties/duration/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
}
var _valid1 = _errs66 === errors;
valid17 = _valid1;
if(valid17){
if(props1 !== true){
props1 = props1 || {};
props1.duration = true;
}
}
ifClause1 = "else";
}
if(!valid17){
const err76 = {instancePath,schemaPath:"#/allOf/1/allOf/1/if",keyword:"if",params:{failingKeyword: ifClause1},message:"must match \""+ifClause1+"\" schema"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.cluster_type === undefined){
const err77 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "cluster_type"},message:"must have required property '"+"cluster_type"+"'"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
if(data.deploy_mode === undefined){
const err78 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "deploy_mode"},message:"must have required property '"+"deploy_mode"+"'"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
if(data.scheduler_type === undefined){
const err79 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "scheduler_type"},message:"must have required property '"+"scheduler_type"+"'"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(data.node_config === undefined){
const err80 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "node_config"},message:"must have required property '"+"node_config"+"'"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
if(data.paid_type === undefined){
const err81 = {instancePath,schemaPath:"#/allOf/1/required",keyword:"required",params:{missingProperty: "paid_type"},message:"must have required property '"+"paid_type"+"'"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.cluster_type = true;
props0.deploy_mode = true;
props0.scheduler_type = true;
props0.queue_name = true;
props0.node_config = true;
props0.paid_type = true;
props0.duration = true;
props0.is_auto_renewal = true;
}
if(data.cluster_type !== undefined){
if("ehpc" !== data.cluster_type){
const err82 = {instancePath:instancePath+"/cluster_type",schemaPath:"#/allOf/1/properties/cluster_type/const",keyword:"const",params:{allowedValue: "ehpc"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
if(data.deploy_mode !== undefined){
let data28 = data.deploy_mode;
if(!((typeof data28 == "number") && (!(data28 % 1) && !isNaN(data28)))){
const err83 = {instancePath:instancePath+"/deploy_mode",schemaPath:"#/allOf/1/properties/deploy_mode/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
if(!((data28 === 1) || (data28 === 2))){
const err84 = {instancePath:instancePath+"/deploy_mode",schemaPath:"#/allOf/1/properties/deploy_mode/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.deploy_mode.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data.scheduler_type !== undefined){
let data29 = data.scheduler_type;
if(typeof data29 !== "string"){
const err85 = {instancePath:instancePath+"/scheduler_type",schemaPath:"#/allOf/1/properties/scheduler_type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(!((data29 === "slurm") || (data29 === "pbspro"))){
const err86 = {instancePath:instancePath+"/scheduler_type",schemaPath:"#/allOf/1/properties/scheduler_type/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.scheduler_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
}
if(data.queue_name !== undefined){
let data30 = data.queue_name;
if(typeof data30 === "string"){
if(func1(data30) > 12){
const err87 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/maxLength",keyword:"maxLength",params:{limit: 12},message:"must NOT have more than 12 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(func1(data30) < 3){
const err88 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(!pattern17.test(data30)){
const err89 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_]+$"},message:"must match pattern \""+"^[A-Za-z0-9_]+$"+"\""};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/queue_name",schemaPath:"#/allOf/1/properties/queue_name/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data.node_config !== undefined){
let data31 = data.node_config;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.compute === undefined){
const err91 = {instancePath:instancePath+"/node_config",schemaPath:"#/allOf/1/properties/node_config/required",keyword:"required",params:{missingProperty: "compute"},message:"must have required property '"+"compute"+"'"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if(data31.login === undefined){
const err92 = {instancePath:instancePath+"/node_config",schemaPath:"#/allOf/1/properties/node_config/required",keyword:"required",params:{missingProperty: "login"},message:"must have required property '"+"login"+"'"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data31.controller !== undefined){
let data32 = data31.controller;
if(data32 && typeof data32 == "object" && !Array.isArray(data32)){
if(data32.instance_class === undefined){
const err93 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "instance_class"},message:"must have required property '"+"instance_class"+"'"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
if(data32.cpu === undefined){
const err94 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "cpu"},message:"must have required property '"+"cpu"+"'"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
if(data32.memory === undefined){
const err95 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "memory"},message:"must have required property '"+"memory"+"'"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
if(data32.count === undefined){
const err96 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/properties/node_config/properties/controller/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(data32.instance_class !== undefined){
let data33 = data32.instance_class;
if(!((typeof data33 == "number") && (!(data33 % 1) && !isNaN(data33)))){
const err97 = {instancePath:instancePath+"/node_config/controller/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/instance_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(!((((((data33 === 0) || (data33 === 1)) || (data33 === 2)) || (data33 === 101)) || (data33 === 201)) || (data33 === 202))){
const err98 = {instancePath:instancePath+"/node_config/controller/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/instance_class/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.node_config.properties.controller.properties.instance_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
if(data32.cpu !== undefined){
let data34 = data32.cpu;
if(!((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34)))){
const err99 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/cpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
if(typeof data34 == "number"){
if(data34 > 128 || isNaN(data34)){
const err100 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/cpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(data34 < 1 || isNaN(data34)){
const err101 = {instancePath:instancePath+"/node_config/controller/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/cpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
}
}
if(data32.memory !== undefined){
let data35 = data32.memory;
if(!((typeof data35 == "number") && (!(data35 % 1) && !isNaN(data35)))){
const err102 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
if(typeof data35 == "number"){
if(data35 > 1048576 || isNaN(data35)){
const err103 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
if(data35 < 1024 || isNaN(data35)){
const err104 = {instancePath:instancePath+"/node_config/controller/memory",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
}
}
if(data32.gpu !== undefined){
let data36 = data32.gpu;
if(!((typeof data36 == "number") && (!(data36 % 1) && !isNaN(data36)))){
const err105 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/gpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
if(typeof data36 == "number"){
if(data36 > 8 || isNaN(data36)){
const err106 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/gpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
if(data36 < 0 || isNaN(data36)){
const err107 = {instancePath:instancePath+"/node_config/controller/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
}
if(data32.count !== undefined){
let data37 = data32.count;
if(!((typeof data37 == "number") && (!(data37 % 1) && !isNaN(data37)))){
const err108 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(typeof data37 == "number"){
if(data37 > 100 || isNaN(data37)){
const err109 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data37 < 0 || isNaN(data37)){
const err110 = {instancePath:instancePath+"/node_config/controller/count",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
}
}
if(data32.private_ips !== undefined){
let data38 = data32.private_ips;
if(Array.isArray(data38)){
if(data38.length > 100){
const err111 = {instancePath:instancePath+"/node_config/controller/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/private_ips/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
const len2 = data38.length;
for(let i3=0; i3<len2; i3++){
let data39 = data38[i3];
if(typeof data39 === "string"){
if(!(formats0.test(data39))){
const err112 = {instancePath:instancePath+"/node_config/controller/private_ips/" + i3,schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/private_ips/items/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
else {
const err113 = {instancePath:instancePath+"/node_config/controller/private_ips/" + i3,schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/private_ips/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
}
}
else {
const err114 = {instancePath:instancePath+"/node_config/controller/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/controller/properties/private_ips/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
else {
const err115 = {instancePath:instancePath+"/node_config/controller",schemaPath:"#/allOf/1/properties/node_config/properties/controller/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data31.compute !== undefined){
let data40 = data31.compute;
if(data40 && typeof data40 == "object" && !Array.isArray(data40)){
if(data40.instance_class === undefined){
const err116 = {instancePath:instancePath+"/node_config/compute",schemaPath:"#/allOf/1/properties/node_config/properties/compute/required",keyword:"required",params:{missingProperty: "instance_class"},message:"must have required property '"+"instance_class"+"'"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
if(data40.cpu === undefined){
const err117 = {instancePath:instancePath+"/node_config/compute",schemaPath:"#/allOf/1/properties/node_config/properties/compute/required",keyword:"required",params:{missingProperty: "cpu"},message:"must have required property '"+"cpu"+"'"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(data40.memory === undefined){
const err118 = {instancePath:instancePath+"/node_config/compute",schemaPath:"#/allOf/1/properties/node_config/properties/compute/required",keyword:"required",params:{missingProperty: "memory"},message:"must have required property '"+"memory"+"'"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
if(data40.count === undefined){
const err119 = {instancePath:instancePath+"/node_config/compute",schemaPath:"#/allOf/1/properties/node_config/properties/compute/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
if(data40.instance_class !== undefined){
let data41 = data40.instance_class;
if(!((typeof data41 == "number") && (!(data41 % 1) && !isNaN(data41)))){
const err120 = {instancePath:instancePath+"/node_config/compute/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/instance_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
if(!((((((data41 === 0) || (data41 === 1)) || (data41 === 2)) || (data41 === 101)) || (data41 === 201)) || (data41 === 202))){
const err121 = {instancePath:instancePath+"/node_config/compute/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/instance_class/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.node_config.properties.compute.properties.instance_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data40.cpu !== undefined){
let data42 = data40.cpu;
if(!((typeof data42 == "number") && (!(data42 % 1) && !isNaN(data42)))){
const err122 = {instancePath:instancePath+"/node_config/compute/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/cpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(typeof data42 == "number"){
if(data42 > 128 || isNaN(data42)){
const err123 = {instancePath:instancePath+"/node_config/compute/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/cpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
if(data42 < 1 || isNaN(data42)){
const err124 = {instancePath:instancePath+"/node_config/compute/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/cpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
}
}
if(data40.memory !== undefined){
let data43 = data40.memory;
if(!((typeof data43 == "number") && (!(data43 % 1) && !isNaN(data43)))){
const err125 = {instancePath:instancePath+"/node_config/compute/memory",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
if(typeof data43 == "number"){
if(data43 > 1048576 || isNaN(data43)){
const err126 = {instancePath:instancePath+"/node_config/compute/memory",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
if(data43 < 1024 || isNaN(data43)){
const err127 = {instancePath:instancePath+"/node_config/compute/memory",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
}
if(data40.gpu !== undefined){
let data44 = data40.gpu;
if(!((typeof data44 == "number") && (!(data44 % 1) && !isNaN(data44)))){
const err128 = {instancePath:instancePath+"/node_config/compute/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/gpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
if(typeof data44 == "number"){
if(data44 > 8 || isNaN(data44)){
const err129 = {instancePath:instancePath+"/node_config/compute/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/gpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
if(data44 < 0 || isNaN(data44)){
const err130 = {instancePath:instancePath+"/node_config/compute/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
if(data40.count !== undefined){
let data45 = data40.count;
if(!((typeof data45 == "number") && (!(data45 % 1) && !isNaN(data45)))){
const err131 = {instancePath:instancePath+"/node_config/compute/count",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
if(typeof data45 == "number"){
if(data45 > 100 || isNaN(data45)){
const err132 = {instancePath:instancePath+"/node_config/compute/count",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
if(data45 < 0 || isNaN(data45)){
const err133 = {instancePath:instancePath+"/node_config/compute/count",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
}
}
if(data40.private_ips !== undefined){
let data46 = data40.private_ips;
if(Array.isArray(data46)){
if(data46.length > 100){
const err134 = {instancePath:instancePath+"/node_config/compute/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/private_ips/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err134];
}
else {
vErrors.push(err134);
}
errors++;
}
const len3 = data46.length;
for(let i4=0; i4<len3; i4++){
let data47 = data46[i4];
if(typeof data47 === "string"){
if(!(formats0.test(data47))){
const err135 = {instancePath:instancePath+"/node_config/compute/private_ips/" + i4,schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/private_ips/items/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err135];
}
else {
vErrors.push(err135);
}
errors++;
}
}
else {
const err136 = {instancePath:instancePath+"/node_config/compute/private_ips/" + i4,schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/private_ips/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err136];
}
else {
vErrors.push(err136);
}
errors++;
}
}
}
else {
const err137 = {instancePath:instancePath+"/node_config/compute/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/compute/properties/private_ips/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err137];
}
else {
vErrors.push(err137);
}
errors++;
}
}
}
else {
const err138 = {instancePath:instancePath+"/node_config/compute",schemaPath:"#/allOf/1/properties/node_config/properties/compute/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err138];
}
else {
vErrors.push(err138);
}
errors++;
}
}
if(data31.login !== undefined){
let data48 = data31.login;
if(data48 && typeof data48 == "object" && !Array.isArray(data48)){
if(data48.instance_class === undefined){
const err139 = {instancePath:instancePath+"/node_config/login",schemaPath:"#/allOf/1/properties/node_config/properties/login/required",keyword:"required",params:{missingProperty: "instance_class"},message:"must have required property '"+"instance_class"+"'"};
if(vErrors === null){
vErrors = [err139];
}
else {
vErrors.push(err139);
}
errors++;
}
if(data48.cpu === undefined){
const err140 = {instancePath:instancePath+"/node_config/login",schemaPath:"#/allOf/1/properties/node_config/properties/login/required",keyword:"required",params:{missingProperty: "cpu"},message:"must have required property '"+"cpu"+"'"};
if(vErrors === null){
vErrors = [err140];
}
else {
vErrors.push(err140);
}
errors++;
}
if(data48.memory === undefined){
const err141 = {instancePath:instancePath+"/node_config/login",schemaPath:"#/allOf/1/properties/node_config/properties/login/required",keyword:"required",params:{missingProperty: "memory"},message:"must have required property '"+"memory"+"'"};
if(vErrors === null){
vErrors = [err141];
}
else {
vErrors.push(err141);
}
errors++;
}
if(data48.count === undefined){
const err142 = {instancePath:instancePath+"/node_config/login",schemaPath:"#/allOf/1/properties/node_config/properties/login/required",keyword:"required",params:{missingProperty: "count"},message:"must have required property '"+"count"+"'"};
if(vErrors === null){
vErrors = [err142];
}
else {
vErrors.push(err142);
}
errors++;
}
if(data48.instance_class !== undefined){
let data49 = data48.instance_class;
if(!((typeof data49 == "number") && (!(data49 % 1) && !isNaN(data49)))){
const err143 = {instancePath:instancePath+"/node_config/login/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/instance_class/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err143];
}
else {
vErrors.push(err143);
}
errors++;
}
if(!((((((data49 === 0) || (data49 === 1)) || (data49 === 2)) || (data49 === 101)) || (data49 === 201)) || (data49 === 202))){
const err144 = {instancePath:instancePath+"/node_config/login/instance_class",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/instance_class/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.node_config.properties.login.properties.instance_class.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err144];
}
else {
vErrors.push(err144);
}
errors++;
}
}
if(data48.cpu !== undefined){
let data50 = data48.cpu;
if(!((typeof data50 == "number") && (!(data50 % 1) && !isNaN(data50)))){
const err145 = {instancePath:instancePath+"/node_config/login/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/cpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err145];
}
else {
vErrors.push(err145);
}
errors++;
}
if(typeof data50 == "number"){
if(data50 > 128 || isNaN(data50)){
const err146 = {instancePath:instancePath+"/node_config/login/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/cpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 128},message:"must be <= 128"};
if(vErrors === null){
vErrors = [err146];
}
else {
vErrors.push(err146);
}
errors++;
}
if(data50 < 1 || isNaN(data50)){
const err147 = {instancePath:instancePath+"/node_config/login/cpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/cpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err147];
}
else {
vErrors.push(err147);
}
errors++;
}
}
}
if(data48.memory !== undefined){
let data51 = data48.memory;
if(!((typeof data51 == "number") && (!(data51 % 1) && !isNaN(data51)))){
const err148 = {instancePath:instancePath+"/node_config/login/memory",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/memory/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err148];
}
else {
vErrors.push(err148);
}
errors++;
}
if(typeof data51 == "number"){
if(data51 > 1048576 || isNaN(data51)){
const err149 = {instancePath:instancePath+"/node_config/login/memory",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/memory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1048576},message:"must be <= 1048576"};
if(vErrors === null){
vErrors = [err149];
}
else {
vErrors.push(err149);
}
errors++;
}
if(data51 < 1024 || isNaN(data51)){
const err150 = {instancePath:instancePath+"/node_config/login/memory",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/memory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err150];
}
else {
vErrors.push(err150);
}
errors++;
}
}
}
if(data48.gpu !== undefined){
let data52 = data48.gpu;
if(!((typeof data52 == "number") && (!(data52 % 1) && !isNaN(data52)))){
const err151 = {instancePath:instancePath+"/node_config/login/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/gpu/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err151];
}
else {
vErrors.push(err151);
}
errors++;
}
if(typeof data52 == "number"){
if(data52 > 8 || isNaN(data52)){
const err152 = {instancePath:instancePath+"/node_config/login/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/gpu/maximum",keyword:"maximum",params:{comparison: "<=", limit: 8},message:"must be <= 8"};
if(vErrors === null){
vErrors = [err152];
}
else {
vErrors.push(err152);
}
errors++;
}
if(data52 < 0 || isNaN(data52)){
const err153 = {instancePath:instancePath+"/node_config/login/gpu",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/gpu/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err153];
}
else {
vErrors.push(err153);
}
errors++;
}
}
}
if(data48.count !== undefined){
let data53 = data48.count;
if(!((typeof data53 == "number") && (!(data53 % 1) && !isNaN(data53)))){
const err154 = {instancePath:instancePath+"/node_config/login/count",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/count/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err154];
}
else {
vErrors.push(err154);
}
errors++;
}
if(typeof data53 == "number"){
if(data53 > 100 || isNaN(data53)){
const err155 = {instancePath:instancePath+"/node_config/login/count",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/count/maximum",keyword:"maximum",params:{comparison: "<=", limit: 100},message:"must be <= 100"};
if(vErrors === null){
vErrors = [err155];
}
else {
vErrors.push(err155);
}
errors++;
}
if(data53 < 0 || isNaN(data53)){
const err156 = {instancePath:instancePath+"/node_config/login/count",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/count/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err156];
}
else {
vErrors.push(err156);
}
errors++;
}
}
}
if(data48.private_ips !== undefined){
let data54 = data48.private_ips;
if(Array.isArray(data54)){
if(data54.length > 100){
const err157 = {instancePath:instancePath+"/node_config/login/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/private_ips/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err157];
}
else {
vErrors.push(err157);
}
errors++;
}
const len4 = data54.length;
for(let i5=0; i5<len4; i5++){
let data55 = data54[i5];
if(typeof data55 === "string"){
if(!(formats0.test(data55))){
const err158 = {instancePath:instancePath+"/node_config/login/private_ips/" + i5,schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/private_ips/items/format",keyword:"format",params:{format: "ipv4"},message:"must match format \""+"ipv4"+"\""};
if(vErrors === null){
vErrors = [err158];
}
else {
vErrors.push(err158);
}
errors++;
}
}
else {
const err159 = {instancePath:instancePath+"/node_config/login/private_ips/" + i5,schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/private_ips/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err159];
}
else {
vErrors.push(err159);
}
errors++;
}
}
}
else {
const err160 = {instancePath:instancePath+"/node_config/login/private_ips",schemaPath:"#/allOf/1/properties/node_config/properties/login/properties/private_ips/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err160];
}
else {
vErrors.push(err160);
}
errors++;
}
}
}
else {
const err161 = {instancePath:instancePath+"/node_config/login",schemaPath:"#/allOf/1/properties/node_config/properties/login/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err161];
}
else {
vErrors.push(err161);
}
errors++;
}
}
}
else {
const err162 = {instancePath:instancePath+"/node_config",schemaPath:"#/allOf/1/properties/node_config/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err162];
}
else {
vErrors.push(err162);
}
errors++;
}
}
if(data.paid_type !== undefined){
let data56 = data.paid_type;
if(!((typeof data56 == "number") && (!(data56 % 1) && !isNaN(data56)))){
const err163 = {instancePath:instancePath+"/paid_type",schemaPath:"#/allOf/1/properties/paid_type/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err163];
}
else {
vErrors.push(err163);
}
errors++;
}
if(!((data56 === 0) || (data56 === 1))){
const err164 = {instancePath:instancePath+"/paid_type",schemaPath:"#/allOf/1/properties/paid_type/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.paid_type.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err164];
}
else {
vErrors.push(err164);
}
errors++;
}
}
if(data.duration !== undefined){
let data57 = data.duration;
if(!((typeof data57 == "number") && (!(data57 % 1) && !isNaN(data57)))){
const err165 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/1/properties/duration/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err165];
}
else {
vErrors.push(err165);
}
errors++;
}
if(typeof data57 == "number"){
if(data57 > 36 || isNaN(data57)){
const err166 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/1/properties/duration/maximum",keyword:"maximum",params:{comparison: "<=", limit: 36},message:"must be <= 36"};
if(vErrors === null){
vErrors = [err166];
}
else {
vErrors.push(err166);
}
errors++;
}
if(data57 < 0 || isNaN(data57)){
const err167 = {instancePath:instancePath+"/duration",schemaPath:"#/allOf/1/properties/duration/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err167];
}
else {
vErrors.push(err167);
}
errors++;
}
}
}
if(data.is_auto_renewal !== undefined){
let data58 = data.is_auto_renewal;
if(!((typeof data58 == "number") && (!(data58 % 1) && !isNaN(data58)))){
const err168 = {instancePath:instancePath+"/is_auto_renewal",schemaPath:"#/allOf/1/properties/is_auto_renewal/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err168];
}
else {
vErrors.push(err168);
}
errors++;
}
if(!((data58 === 0) || (data58 === 1))){
const err169 = {instancePath:instancePath+"/is_auto_renewal",schemaPath:"#/allOf/1/properties/is_auto_renewal/enum",keyword:"enum",params:{allowedValues: schema31.allOf[1].properties.is_auto_renewal.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err169];
}
else {
vErrors.push(err169);
}
errors++;
}
}
}
else {
const err170 = {instancePath,schemaPath:"#/allOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err170];
}
else {
vErrors.push(err170);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.cluster_name = true;
props0.description = true;
props0.network_type = true;
props0.vxnet = true;
props0.bm_vxnet_id = true;
props0.nas_id = true;
props0.s2_server_id = true;
props0.nas_path = true;
props0.app_version = true;
props0.software = true;
props0.admin_password = true;
}
validate20.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate20.evaluated = {"dynamicProps":true,"dynamicItems":false};

exports["-450dcb8e"] = validate21;
const schema32 = {"properties":{"deploy_mode":{"const":1}},"required":["deploy_mode"],"$id":"-450dcb8e"};

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-450dcb8e" */;
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
if(data.deploy_mode === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "deploy_mode"},message:"must have required property '"+"deploy_mode"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.deploy_mode !== undefined){
if(1 !== data.deploy_mode){
const err1 = {instancePath:instancePath+"/deploy_mode",schemaPath:"#/properties/deploy_mode/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
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
validate21.evaluated = {"props":{"deploy_mode":true},"dynamicProps":false,"dynamicItems":false};

exports["-77fada4e"] = validate22;
const schema33 = {"properties":{"paid_type":{"const":1}},"required":["paid_type"],"$id":"-77fada4e"};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="-77fada4e" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate22.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.paid_type === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "paid_type"},message:"must have required property '"+"paid_type"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.paid_type !== undefined){
if(1 !== data.paid_type){
const err1 = {instancePath:instancePath+"/paid_type",schemaPath:"#/properties/paid_type/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
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
validate22.errors = vErrors;
return errors === 0;
}
validate22.evaluated = {"props":{"paid_type":true},"dynamicProps":false,"dynamicItems":false};

export default exports;
